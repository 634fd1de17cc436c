// Gatsby requires a main file; this plugin only uses the gatsby-node API.
