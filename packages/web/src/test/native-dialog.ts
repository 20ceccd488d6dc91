/*
 * jsdom has no modal <dialog>: imported by a test of a piece that opens one (the desk's prompts),
 * showModal opens it and close closes it, as a browser's would.
 */
HTMLDialogElement.prototype.showModal = function (this: HTMLDialogElement) {
  this.open = true;
};
HTMLDialogElement.prototype.close = function (this: HTMLDialogElement) {
  this.open = false;
};
