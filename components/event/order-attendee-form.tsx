'use client';

import { useRouter } from 'next/navigation';
import { FormFill } from '@/components/event/form-fill';
import type { FormTemplate } from '@/lib/contract/ec';

/**
 * H46, issue 29 item 11: an ADDTICKETFORM order's attendees are completed on the order page itself (the site's
 * chrome, the event's title and time above), not in the bare SSO form; once saved the page reloads the order, which
 * is PAID again and lists its tickets.
 */
export function OrderAttendeeForm({ form, orderId }: { form: FormTemplate; orderId: number }) {
  const router = useRouter();
  return <FormFill form={form} orderId={orderId} onSaved={() => router.refresh()} />;
}
