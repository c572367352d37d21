import { notFound } from 'next/navigation';

/** Internal paths with no page (routes not built yet, or failed validation) are a 404. */
export default function Missing() {
  notFound();
}
