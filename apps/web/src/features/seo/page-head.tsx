import { useEffect } from 'react';
import { setPageHead, type PageHeadInput } from './set-page-head';

/** A page's <head> entries, written when the page shows (a tiny head manager). Renders nothing. */
export function PageHead({ title, description, openGraph, exactTitle }: PageHeadInput) {
  useEffect(() => {
    setPageHead({ title, description, openGraph, exactTitle }, window.location);
  }, [title, description, openGraph, exactTitle]);
  return null;
}
