import { serializeJsonLd, type JsonLd as JsonLdData } from '@/lib/utils/structured-data';

/** schema.org data for search engines; the JSON is escaped so no value can end the script element. */
export function JsonLd({ data }: { data: JsonLdData | readonly JsonLdData[] }) {
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: serializeJsonLd(data) }} />;
}
