// One numbered step of the builder, with its fixed anchor name (regionSection, pickULSection …).
import type { ReactNode } from 'react';

export function Section({
  id,
  step,
  title,
  aside,
  children,
}: {
  id: string;
  step: number;
  title: string;
  aside?: ReactNode;
  children: ReactNode;
}) {
  return (
    <section id={id} className="tb-section" aria-labelledby={`${id}-title`}>
      <header className="tb-section__head">
        <h2 id={`${id}-title`} className="tb-section__title">
          <span className="tb-section__step" aria-hidden="true">
            {step}
          </span>
          {title}
        </h2>
        {aside && <div className="tb-section__aside">{aside}</div>}
      </header>
      {children}
    </section>
  );
}

/** A choice card: a real toggle button, with why it cannot be chosen shown under it rather than hidden. */
export function ChoiceCard({
  pressed,
  disabled,
  reason,
  onSelect,
  children,
  extra,
}: {
  pressed: boolean;
  disabled?: boolean;
  reason?: string | null;
  onSelect: () => void;
  children: ReactNode;
  extra?: ReactNode;
}) {
  return (
    <div className={`tb-choice ${pressed ? 'is-selected' : ''} ${disabled ? 'is-disabled' : ''}`}>
      <button type="button" className="tb-choice__button" aria-pressed={pressed} disabled={disabled} onClick={onSelect}>
        {children}
      </button>
      {reason && <p className="tb-note tb-note--warning">{reason}</p>}
      {extra}
    </div>
  );
}
