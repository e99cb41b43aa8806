import { useState } from 'react';
import { uploadInParts } from '../integrations/uploads';

export function UploadForm({ urls }: { urls: string[] }) {
  const [done, setDone] = useState(false);
  const onSubmit = async (files: Blob[]) => {
    await uploadInParts(urls, files);
    setDone(true);
  };
  return <form onSubmit={() => void onSubmit([])}>{done ? 'Uploaded' : 'Upload'}</form>;
}
