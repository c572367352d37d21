import { notFound } from 'next/navigation';

/** A17: `/404` renders the not-found page with HTTP 404. */
export default function Route404() {
  notFound();
}
