import { showToast } from '../ui/toast.tsx';

/**
 * Copies text and says so in a toast (spec section 8): 'Copied to clipboard' by default, or
 * the destructive 'Failed to copy' / "Couldn't copy to clipboard".
 */
export async function copyToClipboard(
  text: string,
  successTitle = 'Copied to clipboard',
): Promise<boolean> {
  try {
    if (!navigator.clipboard) throw new Error('No clipboard');
    await navigator.clipboard.writeText(text);
    showToast({ title: successTitle, type: 'success' });
    return true;
  } catch {
    showToast({
      title: 'Failed to copy',
      description: "Couldn't copy to clipboard",
      type: 'error',
    });
    return false;
  }
}
