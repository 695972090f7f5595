import type { UrgentHelpKey } from '@/content/types';
import { urgentHelpFor } from '@/content/urgent-help';
import { UrgentHelpView } from '@/components/shared/urgent-help-box';

/** A page's urgent-help box: the red flags of its topic (content/urgent-help.ts), in the one box markup. */
export function UrgentHelpBox({ topic }: { topic: UrgentHelpKey }) {
  return <UrgentHelpView help={urgentHelpFor(topic)} />;
}
