import { useId, useState, type ChangeEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { buttonClass } from './button';

type Props = {
  /** Names the file input; shown above the control like every field's label. */
  label: string;
  /** The accepted types and the size limit, said under the control. */
  hint: string;
  accept: string;
  buttonText?: string;
  disabled?: boolean;
  /**
   * Checks and uploads the chosen file, reporting whole percents; resolves true once the server
   * kept it, false when it was refused (the caller says why).
   */
  onFile: (file: File, onProgress: (percent: number) => void) => Promise<boolean>;
  children?: ReactNode;
};

type Upload = { name: string; percent: number | null; done: boolean };

/**
 * A file field that looks like the other controls: a button-like label, the chosen file's name, the
 * rules, then the upload's progress bar and its outcome. The real input stays in the page, visually
 * hidden, so the keyboard, screen readers and the focus ring work as for any input.
 */
export function FilePicker({ label, hint, accept, buttonText, disabled, onFile, children }: Props) {
  const { t } = useTranslation('public', { keyPrefix: 'common.filePicker' });
  const id = useId();
  const [upload, setUpload] = useState<Upload | null>(null);
  const uploading = upload !== null && !upload.done;

  const choose = async (event: ChangeEvent<HTMLInputElement>) => {
    const input = event.target;
    const file = input.files?.[0];
    // Choosing the same file again must fire another change.
    input.value = '';
    if (!file) return;
    setUpload({ name: file.name, percent: null, done: false });
    const kept = await onFile(file, (percent) => setUpload((u) => u && { ...u, percent }));
    setUpload(kept ? { name: file.name, percent: null, done: true } : null);
  };

  const off = disabled || uploading;
  return (
    <div>
      <span id={`${id}-label`} className="block text-sm font-medium text-slate-700">
        {label}
      </span>
      <div
        className={`mt-1 flex min-w-0 items-center gap-3 rounded-md border border-slate-300 p-1.5 shadow-sm has-[input:focus-visible]:outline-2 has-[input:focus-visible]:outline-offset-2 has-[input:focus-visible]:outline-indigo-600 ${off ? 'bg-slate-50' : 'bg-white'}`}
      >
        <label
          htmlFor={id}
          className={`${buttonClass('secondary', 'sm')} shrink-0 ${off ? 'pointer-events-none opacity-60' : 'cursor-pointer'}`}
        >
          {buttonText ?? t('choose')}
        </label>
        <span id={`${id}-name`} className="min-w-0 truncate text-sm text-slate-700">
          {upload?.name ?? t('none')}
        </span>
        <input
          id={id}
          type="file"
          accept={accept}
          disabled={off}
          aria-labelledby={`${id}-label`}
          aria-describedby={`${id}-name ${id}-hint`}
          onChange={(e) => void choose(e)}
          className="sr-only"
        />
      </div>
      <p id={`${id}-hint`} className="mt-1 text-xs text-slate-600">
        {hint}
      </p>
      {children}
      {uploading && upload.percent !== null && (
        <div className="mt-2">
          <div
            role="progressbar"
            aria-label={t('uploadingName', { name: upload.name })}
            aria-valuemin={0}
            aria-valuemax={100}
            aria-valuenow={upload.percent}
            className="h-2 w-full overflow-hidden rounded-full bg-slate-200"
          >
            <div className="h-full bg-indigo-600 transition-all" style={{ width: `${upload.percent}%` }} />
          </div>
          <p className="mt-1 text-xs text-slate-600">{t('uploading', { percent: upload.percent })}</p>
        </div>
      )}
      <p role="status" className="mt-1 text-sm font-medium text-green-700 empty:hidden">
        {upload?.done ? t('uploaded', { name: upload.name }) : ''}
      </p>
    </div>
  );
}
