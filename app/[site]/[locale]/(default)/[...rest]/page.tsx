import { notFound } from 'next/navigation';

// Every path no page claims: the localised 404 inside the default layout.
export default function CatchAll(): never {
  notFound();
}
