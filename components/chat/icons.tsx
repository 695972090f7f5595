import type { ReactNode } from 'react';

type IconProps = { className?: string };

/** A 24 px line icon in the text colour; decorative (hidden from screen readers), its meaning is said in text beside it. */
function LineIcon({
  className,
  strokeWidth = 1.8,
  children,
}: IconProps & { strokeWidth?: number; children: ReactNode }) {
  return (
    <svg
      aria-hidden="true"
      viewBox="0 0 24 24"
      className={className}
      fill="none"
      stroke="currentColor"
      strokeWidth={strokeWidth}
      strokeLinecap="round"
      strokeLinejoin="round"
    >
      {children}
    </svg>
  );
}

export function ChatIcon({ className }: IconProps) {
  return (
    <LineIcon className={className}>
      <path d="M4 5.5A2.5 2.5 0 0 1 6.5 3h11A2.5 2.5 0 0 1 20 5.5v8a2.5 2.5 0 0 1-2.5 2.5H10l-4.5 4v-4h0A1.5 1.5 0 0 1 4 14.5Z" />
      <path d="M8.5 8.5h7M8.5 11.5h4.5" />
    </LineIcon>
  );
}

export function CloseIcon({ className }: IconProps) {
  return (
    <LineIcon className={className} strokeWidth={2}>
      <path d="M6 6l12 12M18 6 6 18" />
    </LineIcon>
  );
}

export function TrashIcon({ className }: IconProps) {
  return (
    <LineIcon className={className}>
      <path d="M4 7h16M9.5 7V4.5h5V7M6.5 7l1 12.5h9l1-12.5M10 11v5M14 11v5" />
    </LineIcon>
  );
}

export function SendIcon({ className }: IconProps) {
  return (
    <svg aria-hidden="true" viewBox="0 0 24 24" className={className} fill="currentColor">
      <path d="M3.4 20.4 21 12 3.4 3.6 3.4 10l12.6 2-12.6 2z" />
    </svg>
  );
}

export function AlertIcon({ className }: IconProps) {
  return (
    <LineIcon className={className} strokeWidth={2}>
      <path d="M12 3 2.5 20h19Z" />
      <path d="M12 10v4.5M12 17.2v.1" />
    </LineIcon>
  );
}
