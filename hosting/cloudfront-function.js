// CloudFront Function (viewer request, cloudfront-js-2.0) for the S3 origin: clean URLs.
// /privacy-policy → /privacy-policy.html; /privacy-policy/ and /privacy-policy.html → 301 to
// /privacy-policy with the query string kept; / → /index.html.
function querystring(request) {
  var parts = [];
  for (var key in request.querystring) {
    var entry = request.querystring[key];
    var values = entry.multiValue ? entry.multiValue : [entry];
    for (var i = 0; i < values.length; i++) {
      parts.push(values[i].value === '' ? key : key + '=' + values[i].value);
    }
  }
  return parts.length ? '?' + parts.join('&') : '';
}

function redirect(location) {
  return {
    statusCode: 301,
    statusDescription: 'Moved Permanently',
    headers: { location: { value: location } },
  };
}

// eslint-disable-next-line @typescript-eslint/no-unused-vars
function handler(event) {
  var request = event.request;
  var uri = request.uri;
  if (uri === '/') {
    request.uri = '/index.html';
    return request;
  }
  if (uri.length > 1 && uri.endsWith('/')) return redirect(uri.slice(0, -1) + querystring(request));
  if (uri === '/index.html') return redirect('/' + querystring(request));
  if (uri.endsWith('.html') && uri !== '/404.html')
    return redirect(uri.slice(0, -5) + querystring(request));
  // A path without an extension is a page: serve its .html file.
  if (uri.lastIndexOf('.') <= uri.lastIndexOf('/')) request.uri = uri + '.html';
  return request;
}
