// The bench's reference (DESIGN.md §6): a bare Next page of the same Next version, no app code.
export const metadata = { title: 'reference' };

export default function RootLayout({ children }) {
  return (
    <html lang="zh-CN">
      <body>{children}</body>
    </html>
  );
}
