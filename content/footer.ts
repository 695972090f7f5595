import type { NavLink } from '@/content/navigation';

/** Trust and policy pages linked from every footer. Add a page here once it exists: every link must resolve. */
export const footerPolicyLinks: NavLink[] = [];
