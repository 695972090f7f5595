export function Chevron({ className = '', direction = 'down' }: { className?: string; direction?: 'down' | 'right' }) {
  return (
    <svg
      aria-hidden="true"
      viewBox="0 0 20 20"
      className={`size-4 shrink-0 transition-transform ${direction === 'right' ? '-rotate-90' : ''} ${className}`}
      fill="currentColor"
    >
      <path d="M5.2 7.2a1 1 0 0 1 1.4 0L10 10.6l3.4-3.4a1 1 0 1 1 1.4 1.4l-4.1 4.1a1 1 0 0 1-1.4 0L5.2 8.6a1 1 0 0 1 0-1.4Z" />
    </svg>
  );
}
