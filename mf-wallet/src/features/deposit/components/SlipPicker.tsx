import { th } from '@lotto/shared';
import { useEffect, useId, useState } from 'react';
import styled from 'styled-components';
import { FieldError, Hint } from '@lotto/ui';
import type { UploadState } from '../api/uploadSlip';

const w = th.wallet;

const Picker = styled.label`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  min-height: 44px;
  padding: 8px 16px;
  border-radius: 8px;
  border: 1px solid ${({ theme }) => theme.yellow[800]};
  background: #fff;
  font-weight: 600;
  cursor: pointer;
  &:focus-within {
    outline: 3px solid ${({ theme }) => theme.ink};
    outline-offset: 2px;
  }
  &:has(input:disabled) {
    background: #f5f5f5;
    border-color: #e0e0e0;
    color: ${({ theme }) => theme.muted};
    cursor: not-allowed;
  }
  input {
    position: absolute;
    width: 1px;
    height: 1px;
    opacity: 0;
  }
`;

const Preview = styled.img`
  display: block;
  margin-top: 8px;
  max-width: 100%;
  max-height: 240px;
  border-radius: 8px;
  border: 1px solid #e0e0e0;
  object-fit: contain;
`;

const Uploaded = styled(Hint)`
  color: ${({ theme }) => theme.success};
  font-weight: 600;
`;

const Progress = styled.progress`
  width: 100%;
  height: 10px;
  accent-color: ${({ theme }) => theme.yellow[800]};
`;

/**
 * `แนบสลิป`: picks an image, which the parent uploads at once; shows the upload's progress, its
 * outcome and a preview of the picked image (from the file itself, not fetched back).
 */
export function SlipPicker({
  file,
  upload,
  error,
  onPick,
}: {
  file: File | null;
  upload: UploadState;
  /** The field's own message (no slip yet), or the server's reason the upload failed. */
  error?: string;
  onPick: (file: File) => void;
}) {
  const errorId = useId();
  const [previewUrl, setPreviewUrl] = useState<string | null>(null);
  useEffect(() => {
    if (!file) {
      setPreviewUrl(null);
      return undefined;
    }
    const url = URL.createObjectURL(file);
    setPreviewUrl(url);
    return () => URL.revokeObjectURL(url);
  }, [file]);

  return (
    <div>
      <Picker>
        {file ? w.changeSlip : w.attachSlip}
        <input
          type="file"
          accept="image/*"
          aria-label={w.attachSlip}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          onChange={(event) => {
            const picked = event.target.files?.[0];
            if (picked) onPick(picked);
            // Picking the same file again after a failure uploads it again.
            event.target.value = '';
          }}
        />
      </Picker>
      {upload.status === 'uploading' && (
        <div>
          <Hint>{w.uploading}</Hint>
          <Progress max={100} value={upload.percent} aria-label={w.uploadProgress} />
        </div>
      )}
      {upload.status === 'done' && <Uploaded role="status">{th.money.uploadSuccess}</Uploaded>}
      {error && (
        <FieldError id={errorId} role="alert">
          {error}
        </FieldError>
      )}
      {previewUrl && <Preview src={previewUrl} alt={w.slipPreview} />}
    </div>
  );
}
