// A static page with a paragraph of text: what Next and React cost before any app code.
export default function Page() {
  return (
    <main>
      <h1>食包印产业社区</h1>
      <p>食品、印刷与包装产业的资讯、供需与活动。</p>
    </main>
  );
}
