// After a refused submit, focus the first control marked invalid, once React has drawn its message.
export function focusFirstInvalid(form: ParentNode | null): void {
  setTimeout(() => form?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus(), 0);
}
