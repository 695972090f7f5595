import type { NavLink } from '@/content/navigation';

type Props = {
  links: NavLink[];
  /** The list's classes (layout, spacing). */
  className?: string;
  linkClassName: string;
  /** The page being shown: its link is marked aria-current="page" (style it with aria-[current=page]:). */
  currentPath?: string;
  /** Called when a link is followed (the phone menu closes). */
  onNavigate?: () => void;
  id?: string;
  hidden?: boolean;
};

/** A list of plain links, as the header menus and the footer show them. */
export function LinkList({ links, className, linkClassName, currentPath, onNavigate, id, hidden }: Props) {
  return (
    <ul id={id} hidden={hidden} className={className}>
      {links.map((link) => (
        <li key={link.href}>
          <a
            href={link.href}
            onClick={onNavigate}
            aria-current={currentPath === link.href ? 'page' : undefined}
            className={linkClassName}
          >
            {link.label}
          </a>
        </li>
      ))}
    </ul>
  );
}
