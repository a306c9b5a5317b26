/** Acting on a rendered form in a component test, as a reader would: by labels and names. */
import { fireEvent, screen, waitFor } from '@testing-library/react';

/** Types `value` into the control whose label starts with or is `label`. */
export function fill(label: string | RegExp, value: string): void {
  fireEvent.change(screen.getByLabelText(label, { exact: false }), { target: { value } });
}

/** Presses the button named `name`. */
export function press(name: string): void {
  fireEvent.click(screen.getByRole('button', { name }));
}

/** The message under the field `name` (Field's `err-…` id), if there is one. */
export function fieldError(name: string): string | undefined {
  return document.getElementById(`err-${name.replace(/\./g, '-')}`)?.textContent ?? undefined;
}

/** Waits for the message under the field `name` (after a submit) and gives it. */
export async function refusal(name: string): Promise<string | undefined> {
  await waitFor(() => {
    if (fieldError(name) === undefined) throw new Error(`No message under the field ${name}`);
  });
  return fieldError(name);
}
