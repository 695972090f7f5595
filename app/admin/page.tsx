import { Overview } from '@/components/admin/overview';

export default function AdminPage() {
  return <Overview />;
}
