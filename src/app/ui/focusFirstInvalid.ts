// After a refused submit, focus the first control marked invalid, once React has drawn its message. A group of radio
// buttons is marked as a whole (a fieldset cannot take focus): its chosen button, or its first, takes it.
export function focusFirstInvalid(form: ParentNode | null): void {
  setTimeout(() => {
    const first = form?.querySelector<HTMLElement>('[aria-invalid="true"]');
    const target =
      first instanceof HTMLFieldSetElement
        ? (first.querySelector<HTMLElement>('input:checked') ??
          first.querySelector<HTMLElement>('input, select, textarea, button'))
        : first;
    target?.focus();
  }, 0);
}
