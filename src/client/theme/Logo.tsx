export function Logo() {
  return (
    <svg className="logo" width="28" height="28" viewBox="0 0 32 32" aria-hidden="true">
      <rect width="32" height="32" rx="7" fill="var(--accent)" />
      <path d="M9 9h14v3.5H13v2h8.5V18H13v2h10v3.5H9z" fill="#fff" />
    </svg>
  );
}
