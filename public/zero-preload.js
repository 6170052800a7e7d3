// A signed-in learner's page starts Zero as soon as the app runs (src/app/zero-runtime.ts): fetch its modules now,
// beside the app's own, rather than once the app has asked for them. A visitor's page fetches none of them. The
// build lists them in index.html (scripts/zero-preload-plugin.ts); the app sets the signed-in cookie
// (src/features/auth/session.ts).
(function () {
  if (!/(?:^|; )signed-in=1(?:;|$)/.test(document.cookie)) return;
  var modules = document.querySelector('meta[name="zero-modules"]');
  if (!modules || !modules.content) return;
  modules.content.split(' ').forEach(function (href) {
    var link = document.createElement('link');
    link.rel = 'modulepreload';
    link.href = href;
    document.head.appendChild(link);
  });
})();
