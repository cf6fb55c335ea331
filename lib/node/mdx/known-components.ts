// The components legal MDX may use, as plain data the MDX loader reads inside the build; a test
// keeps it equal to what mdx-components.tsx provides.
export const knownComponents = ['SupportEmail'];
