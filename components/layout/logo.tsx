/** The site logo: mark + name. */
export function Logo({ title, compact }: { title: string; compact?: boolean }) {
  return (
    <span style={{ display: 'inline-flex', alignItems: 'center', gap: 8 }}>
      <svg width="30" height="30" viewBox="0 0 64 64" aria-hidden>
        <rect width="64" height="64" rx="14" fill="#d9480f" />
        <path d="M18 44V20h20v6H25v4h11v6H25v8z" fill="#fff" />
        <circle cx="45" cy="41" r="5" fill="#ffd8a8" />
      </svg>
      {!compact && <strong style={{ fontSize: 17, color: 'var(--text)', whiteSpace: 'nowrap' }}>{title}</strong>}
    </span>
  );
}
