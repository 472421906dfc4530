// Apart from the toast lift, which needs the shell's sizes: the provider of every page takes
// these classes, and the shell loads only behind the session guard.
/** The classes of the toast stacks at the bottom corners, given to the toast provider. */
export const TOAST_STACK_CLASSES = {
  containerAnchorOriginBottomLeft: 'vitrina-toasts-bottom-left',
  containerAnchorOriginBottomRight: 'vitrina-toasts-bottom-right',
} as const;
