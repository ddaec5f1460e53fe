import Link from 'next/link';

/** The console's 404: a page that does not exist, or an area or object this operator may not see. */
export default function OpsNotFound() {
  return (
    <div className="py-4">
      <h1 className="h3">Not found</h1>
      <p>This page does not exist, or your role or sites do not include it.</p>
      <Link href="/ops" className="btn btn-primary">
        Back to the console
      </Link>
    </div>
  );
}
