/**
 * The custom components legal MDX may use, provided by mdx-components.tsx. Plain JS because the MDX
 * loader reads it inside the build; a test keeps it equal to what mdx-components.tsx provides.
 */
export const knownComponents = ['SupportEmail'];
