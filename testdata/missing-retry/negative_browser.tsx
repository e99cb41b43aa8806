import { useEffect, useState } from 'react';
import axios from 'axios';

// Browser code: a person sees the failure and can try again.
export function Profile({ id }: { id: string }) {
  const [name, setName] = useState('');
  useEffect(() => {
    fetch(`/api/users/${id}`)
      .then((r) => r.json())
      .then((u) => setName(u.name));
    axios.get(`/api/users/${id}/avatar`).then(() => undefined);
  }, [id]);
  return <span>{name}</span>;
}
