'use client';

import { UploadOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { useRef } from 'react';

/**
 * A file picker drawn as the site's own button, in the page's language (the browser's input shows "Choose File / No
 * file chosen" in its own): the hidden input keeps `setInputFiles` and the keyboard working. The input is cleared
 * after each pick, so the same file can be picked again.
 */
export function FilePickButton(props: {
  label: string;
  accept?: string | undefined;
  onPick: (file: File | undefined) => void;
  progress?: number | null;
  uploadingLabel?: string;
  disabled?: boolean;
  testId: string;
}) {
  const { label, accept, onPick, progress = null, uploadingLabel, disabled = false, testId } = props;
  const input = useRef<HTMLInputElement>(null);
  return (
    <>
      <Button icon={<UploadOutlined />} onClick={() => input.current?.click()} loading={progress !== null} disabled={disabled} data-testid={`${testId}-button`}>
        {progress !== null && uploadingLabel ? uploadingLabel : label}
      </Button>
      <input
        ref={input}
        hidden
        type="file"
        accept={accept}
        aria-label={label}
        onChange={(e) => {
          onPick(e.target.files?.[0]);
          e.target.value = '';
        }}
        data-testid={testId}
      />
    </>
  );
}
