/**
 * The query a visitor from an ad brings, as ad platforms write it: the click ids (gclid, fbclid,
 * msclkid, ttclid), encoded bytes, a tilde, repeated keys and an empty value, each of which
 * must arrive byte for byte. The browser tests, the other engines and npm run verify all ask with
 * it; `utm_source` says which, so the tracker's reports can leave these visits out.
 */
export const adQueryFrom = (source: string) =>
  `utm_source=${source}&utm_medium=paid%20social&utm_campaign=vip_trial&gclid=Cj0KCQiA4-_xBhD%2Fa~b-c_d.e&fbclid=IwAR2x_Y-z0&msclkid=5f1e2d3c4b5a6978&ttclid=E.C.P.Cq8B%3D&dup=1&dup=2&empty=&x=%2F%20`;
