// The stock page of the Lighthouse comparison: a Next App Router page as `create-next-app` makes one,
// with one client component, built and served by the project's own Next (tests/bench/lighthouse.mjs).
export const metadata = { title: 'Stock Next page', description: 'The reference page of the Lighthouse comparison.' };

export default function RootLayout({ children }) {
  return (
    <html lang="en">
      <body style={{ fontFamily: 'system-ui, sans-serif', margin: 0 }}>{children}</body>
    </html>
  );
}
