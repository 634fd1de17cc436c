// Gatsby requires a main file; this plugin only uses the gatsby-ssr and gatsby-node APIs.
