import axios from 'axios';
import { isApiFailure, th, type ApiSuccess, type UploadSlipPayload } from '@lotto/shared';
import { selectToken, useAppSelector } from '@lotto/shared/client';
import { useCallback, useRef, useState } from 'react';

export type UploadState =
  | { status: 'idle' }
  | { status: 'uploading'; percent: number }
  | { status: 'done'; fileUrl: string }
  | { status: 'failed'; message: string };

/**
 * Uploads a slip image (multipart field `file`) as soon as it is picked, reporting progress.
 * Not an RTK Query mutation: a File is no serialisable argument and the progress callback is not
 * something the shared base query carries.
 */
export function useSlipUpload() {
  const token = useAppSelector(selectToken);
  const [state, setState] = useState<UploadState>({ status: 'idle' });
  // Only the latest pick counts; an earlier upload still on its way is ignored when it lands.
  const latest = useRef(0);

  const upload = useCallback(
    async (file: File): Promise<UploadState> => {
      const attempt = ++latest.current;
      const report = (next: UploadState) => {
        if (attempt === latest.current) setState(next);
        return next;
      };
      report({ status: 'uploading', percent: 0 });
      const form = new FormData();
      form.append('file', file);
      try {
        const response = await axios.post<ApiSuccess<UploadSlipPayload>>('/lto-public-api/upload_slip', form, {
          headers: token ? { Authorization: `Bearer ${token}` } : {},
          onUploadProgress: (event) => {
            if (event.total) report({ status: 'uploading', percent: Math.round((event.loaded / event.total) * 100) });
          },
        });
        return report({ status: 'done', fileUrl: response.data.payload.file_url });
      } catch (error) {
        const body: unknown = axios.isAxiosError(error) ? error.response?.data : undefined;
        return report({ status: 'failed', message: isApiFailure(body) ? body.message : th.errors.network });
      }
    },
    [token],
  );

  const reset = useCallback(() => {
    latest.current += 1;
    setState({ status: 'idle' });
  }, []);

  return { state, upload, reset };
}
