/**
 * A count on an avatar or a menu entry (unread messages, pending missions).
 * The number is for the eye; assistive technology reads `description` (e.g.
 * "3 unread messages") through the owner's `aria-describedby={id}`, so the
 * owner's name stays what it is.
 */
export function CountBadge({ id, count, description, className }: { id: string; count: number; description: string; className?: string }) {
  return (
    <>
      <span className={className} aria-hidden="true">
        {count > 99 ? '99+' : count}
      </span>
      <span id={id} hidden>
        {description}
      </span>
    </>
  );
}
