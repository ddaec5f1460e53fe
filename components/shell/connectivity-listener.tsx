'use client';
import { useEffect } from 'react';
import { setOnline } from '@/lib/store/slices/connectivity-slice';
import { useAppDispatch } from '@/lib/store/hooks';

/** Online/offline follows the browser (spec §4). */
export function ConnectivityListener() {
  const dispatch = useAppDispatch();
  useEffect(() => {
    const update = () => dispatch(setOnline(navigator.onLine));
    update();
    window.addEventListener('online', update);
    window.addEventListener('offline', update);
    return () => {
      window.removeEventListener('online', update);
      window.removeEventListener('offline', update);
    };
  }, [dispatch]);
  return null;
}
