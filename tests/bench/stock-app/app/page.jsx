import { Counter } from './counter';

export default function Page() {
  return (
    <main style={{ maxWidth: 720, margin: '0 auto', padding: '2rem 1rem' }}>
      <h1>A stock Next page</h1>
      <p>Server-rendered text with one small client component, the reference every public page is compared with.</p>
      <Counter />
    </main>
  );
}
