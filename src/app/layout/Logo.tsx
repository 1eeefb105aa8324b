import { COMPANY_NAME } from '../../domain/catalogue';

export function Logo() {
  return (
    <span className="logo">
      <svg className="logo__mark" viewBox="0 0 40 40" aria-hidden="true">
        <circle cx="20" cy="20" r="19" fill="var(--sea-700)" />
        <path d="M21 7v17h9z" fill="var(--sand-100)" />
        <path d="M19 11v13h-7z" fill="var(--sand-300)" />
        <path d="M8 26h24l-3 4H11z" fill="var(--sand-100)" />
        <path
          d="M5 32c3 0 3-2 6-2s3 2 6 2 3-2 6-2 3 2 6 2 3-2 6-2"
          stroke="var(--sea-200)"
          strokeWidth="1.6"
          fill="none"
        />
      </svg>
      <span className="logo__text">{COMPANY_NAME}</span>
    </span>
  );
}
