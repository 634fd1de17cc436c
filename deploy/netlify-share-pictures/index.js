// A Netlify build plugin (netlify.toml): keeps the share pictures (.cache/share-pictures/) in Netlify's build cache between
// deploys, so a deploy after one edit draws one picture. A picture is named by what it shows, so a restored one is never stale,
// and the build removes those no page names.
// https://docs.netlify.com/extend/install-and-use/build-plugins/create-plugins/
const PICTURES = ".cache/share-pictures";

module.exports = {
  async onPreBuild({ utils }) {
    if (await utils.cache.restore(PICTURES)) console.log(`Restored ${PICTURES} from Netlify's build cache.`);
  },
  async onPostBuild({ utils }) {
    await utils.cache.save(PICTURES);
  },
};
