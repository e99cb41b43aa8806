def with_logging(fn, label):
    def run(*args):
        print("enter", label)
        return fn(*args)

    return run
