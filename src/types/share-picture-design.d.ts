// Defined by plugins/share-pictures (onCreateWebpackConfig): the key of the pictures' colours, mark, fonts and layout.
declare const SHARE_PICTURE_DESIGN: string | undefined;
