// A link to any address of the app given as a string with its search part (module links such as
// /practice/conjugation?verb=true). A plain click navigates inside the app; modified clicks (new tab …) stay native.
import type {AnchorHTMLAttributes, MouseEvent} from 'react';
import {useRouter} from '@tanstack/react-router';

export function AppLink({href, onClick, ...props}: AnchorHTMLAttributes<HTMLAnchorElement> & {href: string}) {
  const router = useRouter();
  const navigate = (event: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(event);
    if (
      event.defaultPrevented ||
      event.button !== 0 ||
      event.metaKey ||
      event.ctrlKey ||
      event.shiftKey ||
      event.altKey
    )
      return;
    event.preventDefault();
    router.history.push(href);
  };
  return <a href={href} onClick={navigate} {...props} />;
}
