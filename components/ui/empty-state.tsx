export function EmptyState({ text }: { text: string }) {
  return (
    <p style={{ padding: '48px 0', textAlign: 'center', color: 'var(--text-3)', background: '#fff', borderRadius: 'var(--radius)' }}>{text}</p>
  );
}
