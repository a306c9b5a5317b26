import { typedTextProps } from '../../common/ui/typed-text.ts';

/** A student's initial in a green circle (larger on the profile), hidden from screen readers. */
export function StudentAvatar({ name, large = false }: { name: string; large?: boolean }) {
  return (
    <span
      className={large ? 'avatar avatar-large' : 'avatar'}
      aria-hidden="true"
      {...typedTextProps(name)}
    >
      {name.trim().charAt(0).toUpperCase()}
    </span>
  );
}
