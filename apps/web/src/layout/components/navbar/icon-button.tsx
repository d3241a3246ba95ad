import { Button, type ButtonProps } from 'antd';

type IconButtonProps = Omit<ButtonProps, 'aria-label' | 'title' | 'type'> & {
  /** What the button does: its accessible name, and the tooltip for the mouse. */
  label: string;
};

/** A navbar button that shows only an icon. Props pass through, so it can be a dropdown's trigger. */
export function IconButton({ label, ...props }: IconButtonProps) {
  return <Button type="text" aria-label={label} title={label} {...props} />;
}
