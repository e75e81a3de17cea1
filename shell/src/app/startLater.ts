/**
 * The second half of the app's start-up (shell/src/bootstrap.tsx): the store's query layer,
 * toasts, @lotto/shared's browser layer and the app; none of them builds a schema, so yup comes
 * with the first remote screen that does. This chunk is asked for in a task of its own, so that
 * module federation's work for its shared libraries is not added to that of the first half; each
 * function evaluates its part when called ("eager": already in this chunk, nothing more is
 * fetched).
 */
export const loadQuery = () =>
  Promise.all([import(/* webpackMode: "eager" */ '@reduxjs/toolkit/query/react'), import(/* webpackMode: "eager" */ 'react-redux')]);
export const loadToasts = () => import(/* webpackMode: "eager" */ 'react-toastify');
export const loadClient = () => import(/* webpackMode: "eager" */ '@lotto/shared/client');
export const loadApp = () => import(/* webpackMode: "eager" */ './App');
