// Every host the site is proven on, one module each: everything else reads the hosts from here.
export { apache } from './apache.ts';
export { azure } from './azure.ts';
export { cloudflare } from './cloudflare.ts';
export { cloudfront } from './cloudfront.ts';
export { firebase } from './firebase.ts';
export { netlify } from './netlify.ts';
export { nginx } from './nginx.ts';
export { pages } from './pages.ts';
export { vercel } from './vercel.ts';
