import type { Metadata } from 'next';

import { OutboxList } from '@/components/admin/outbox-list';

export const metadata: Metadata = { title: 'Mail outbox' };

export default function AdminOutboxPage() {
  return <OutboxList />;
}
